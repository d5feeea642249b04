// The `keysim` executable: hands the arguments to KeySimCLI and exits with its code.
import KeySimCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(KeySimCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
