// Starts AWS's DynamoDB Local bound to one host (127.0.0.1 by default) instead of every
// interface: the jar's own CLI only takes a port. Run in Java's single-file source mode with
// the jar and its lib folder on the class path; every other argument goes to the jar's CLI.
import com.amazonaws.services.dynamodbv2.local.main.ServerRunner;
import com.amazonaws.services.dynamodbv2.local.server.DynamoDBProxyServer;
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

public class LoopbackDynamoDbLocal {
  /**
   * The local stack holds our stdin open; when it ends (the stack stopped, crashed or was
   * killed), stop too, so no emulator outlives the stack that started it.
   */
  private static void exitWhenParentGoes() {
    Thread watcher = new Thread(() -> {
      try {
        while (System.in.read() != -1) {
          // nothing is ever sent: this only waits for the end of the stream
        }
      } catch (java.io.IOException ignored) {
        // a broken stream means the parent is gone as well
      }
      System.exit(0);
    }, "exit-when-parent-goes");
    watcher.setDaemon(true);
    watcher.start();
  }

  public static void main(String[] args) throws Exception {
    exitWhenParentGoes();
    String host = System.getProperty("dynamodb.host", "127.0.0.1");
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field serverField = DynamoDBProxyServer.class.getDeclaredField("server");
    serverField.setAccessible(true);
    Server server = (Server) serverField.get(proxy);
    for (Connector connector : server.getConnectors()) {
      if (connector instanceof ServerConnector serverConnector) {
        serverConnector.setHost(host);
      }
    }
    proxy.start();
    System.out.println("DynamoDB Local listening on " + host);
  }
}
